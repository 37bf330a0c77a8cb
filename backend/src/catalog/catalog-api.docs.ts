/** The descriptions the menu's routes share in the OpenAPI document. */
export const SAVE_NOTE =
  'One transaction, recorded in the history with who made it, and sent as the `catalog.updated` ' +
  'webhook event. The menu follows at once on this instance (booking, the site), within ' +
  'AVAILABILITY_CACHE_MS on others. Appointments already made keep their own prices, durations ' +
  'and names.';

export const CHANGE_NOTE =
  'What is not sent keeps its value; `hidden: true` hides the item (no longer shown nor booked, ' +
  'kept for the appointments that have it), `hidden: false` shows it again.';

export const BAD_ITEM =
  'The field at fault, with its message: menuNameRequired, tooLong, menuNameTaken (another item ' +
  'of the kind has the name, whatever its case), menuCategoryInvalid, menuLocationInvalid, ' +
  'menuDurationInvalid, menuAmountInvalid, menuBufferInvalid, menuMinPersonsInvalid, ' +
  'menuYesNoInvalid, menuListInvalid, menuTextInvalid, menuPhotoInvalid, menuValidMonthsInvalid, ' +
  'menuMaxServicesInvalid, menuServicesAllowedInvalid, menuServiceUnknown, menuMinGuestsInvalid';

export const BAD_ORDER = 'menuOrderInvalid (field `ids`): every id of the list once';

export const NOT_FOUND = 'menuItemNotFound: no item of the kind has that id';

export const BOOKED =
  'menuItemBooked: pending or confirmed appointments to come use it; hide it instead';
