/**
 * The messages of the owner's menu (her services, add-ons, packages and corporate offer as she edits
 * them), part of MESSAGES (messages.ts): one place for their wording, shown by the console and
 * answered by the server. Their literal expectations are in catalog-messages.spec.ts.
 */
export const CATALOG_MESSAGES = {
  menuNameRequired: 'Please give it a name.',
  menuNameTaken: (what: string) => `There is already ${what} with this name.`,
  menuCategoryInvalid: 'Choose a category: facial, waxing, mobile or corporate.',
  menuLocationInvalid: 'Choose where it takes place: clinic, mobile or corporate.',
  menuDurationInvalid: (min: number, max: number) =>
    `Enter the duration in whole minutes, from ${min} to ${max}, in steps of 5.`,
  menuAmountInvalid: (max: string) => `Enter an amount from $0.00 to ${max}, to the cent.`,
  menuBufferInvalid: (max: number) =>
    `Enter the time kept free after it in whole minutes, from 0 to ${max}, in steps of 5.`,
  menuMinPersonsInvalid: (max: number) =>
    `Enter the smallest group as a whole number from 1 to ${max}.`,
  menuYesNoInvalid: (label: string) => `${label}: answer true or false.`,
  menuListInvalid: (label: string, max: number, length: number) =>
    `${label}: a list of at most ${max} lines, each of at most ${length} characters.`,
  menuTextInvalid: (label: string) => `${label}: write it as text.`,
  menuPhotoInvalid: 'Choose a photo of the photo library, or none.',
  menuValidMonthsInvalid: (max: number) =>
    `Enter how long the package is valid in whole months, from 1 to ${max}.`,
  menuMaxServicesInvalid: (max: number) =>
    `Enter how many services the package holds, from 1 to ${max}.`,
  menuServicesAllowedInvalid:
    'Choose the services the package allows: "all" (every clinic service) or a list of them.',
  menuServiceUnknown: (id: string) => `There is no service "${id}" on the menu.`,
  menuMinGuestsInvalid: (max: number) =>
    `Enter the smallest group as a whole number of guests from 1 to ${max}.`,
  menuOrderInvalid: 'Send every item of the list once, in the new order.',
  menuItemNotFound: 'That item is not on the menu.',
  menuItemBooked: (count: number) =>
    `${count === 1 ? '1 upcoming appointment uses' : `${count} upcoming appointments use`} it. Hide it instead: ${count === 1 ? 'that appointment keeps' : 'they keep'} it and nobody can book it again.`,
  apiKeyScopeCatalogRead: 'See the menu: services, add-ons, packages and their history.',
  apiKeyScopeCatalogWrite: 'Change the menu: add, edit, hide, reorder and remove items.',
} as const;
