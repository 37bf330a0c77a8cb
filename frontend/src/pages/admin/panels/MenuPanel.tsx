import { MenuPanel } from '../../../features/admin/menu/MenuPanel';
import './panels.css';

export default MenuPanel;
