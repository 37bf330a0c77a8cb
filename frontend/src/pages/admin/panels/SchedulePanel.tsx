import { SchedulePanel } from '../../../features/admin/schedule/SchedulePanel';
import './panels.css';

export default SchedulePanel;
