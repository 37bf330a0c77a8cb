import type { ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '../../components/Dialog';

/**
 * The site's Dialog, rendered at the end of the page's body rather than where it is opened: a dialog
 * opened from a card (an appointment's, the console's status card) is not read as part of the card
 * and takes none of the card's styles.
 */
export function BodyDialog(props: ComponentProps<typeof Dialog>) {
  return createPortal(<Dialog {...props} />, document.body);
}
