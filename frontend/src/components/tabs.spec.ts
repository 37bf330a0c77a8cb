import { tabFromTarget } from './tabs';

describe('the tab a key press starts from', () => {
  const profile = { id: 'profile' } as unknown as HTMLElement;
  const appointments = { id: 'appointments' } as unknown as HTMLElement;
  const buttons = { profile, appointments };

  it('is the focused tab, even before the selection has followed it', () => {
    expect(tabFromTarget(buttons, profile, 'appointments')).toBe('profile');
  });

  it('is the selected tab when the key came from elsewhere', () => {
    expect(tabFromTarget(buttons, {} as EventTarget, 'appointments')).toBe('appointments');
  });
});
