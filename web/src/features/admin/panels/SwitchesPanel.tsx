// The console's switches (issue 19): the season and the dev status, maintenance modes per game and service, feature
// flags. Every change is a staff call (audited on the server) that open pages apply at once over the socket.
import { FlagSwitches } from './switches/FlagSwitches';
import { MaintenanceSwitches } from './switches/MaintenanceSwitches';
import { SiteSwitches } from './switches/SiteSwitches';
import './switches/switches.css';

export default function SwitchesPanel() {
  return (
    <div className="switches">
      <SiteSwitches />
      <MaintenanceSwitches />
      <FlagSwitches />
    </div>
  );
}
