import { SecurityPanel } from '../../../features/admin/security/SecurityPanel';
import './panels.css';

export default SecurityPanel;
