import { signal } from '@preact/signals-react';

/**
 * Where keyboard focus lands when a screen is arrived at. Each registry row declares its working
 * element's kind (`focus`); the kit's blocks that own such an element offer it here once it is ready
 * (the grid once its rows are drawn, the declare desk once it knows whether the slot has a result),
 * and the shell's arrival hook takes the first offer of the declared kind.
 */
export type ArrivalFocus =
  /** The screen's list: its first record (a grid's first row, the triage queue's first request). */
  | 'grid'
  /** The declare desk: the result entry, or its next step when the slot already has a saved result. */
  | 'entry'
  /** A form screen: its first field. */
  | 'field'
  /** The screen's first control (the dashboard's, a report's range). */
  | 'control';

export interface FocusOffer {
  kind: ArrivalFocus;
  /** The region the working element lives in (offers are taken in document order). */
  element: HTMLElement;
  focus: () => void;
}

const offers = new Set<FocusOffer>();

/** Offers a working element for arrival focus; returns the withdrawal (call it on unmount). */
export function offerArrivalFocus(offer: FocusOffer): () => void {
  offers.add(offer);
  return () => {
    offers.delete(offer);
  };
}

/** An offer on the screen shown: in the document, and not in a hidden kept screen (inert). */
const onShownScreen = (offer: FocusOffer) => offer.element.isConnected && !offer.element.closest('[inert]');

/** The first offer of `kind` on the screen shown, in document order. */
export function arrivalOffer(kind: ArrivalFocus): FocusOffer | undefined {
  return [...offers]
    .filter((offer) => offer.kind === kind && onShownScreen(offer))
    .sort((a, b) =>
      a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )[0];
}

/**
 * Asks for an arrival without a new path (a command that opens another slot of the screen already
 * shown: "Declare next due result" from the desk).
 */
export const arrivalRequest = signal(0);

export function requestArrival(): void {
  arrivalRequest.value += 1;
}

/** The first offer of `kind` after `control` in the document (the list a filter or a tab controls). */
export function offerAfter(kind: ArrivalFocus, control: Element): FocusOffer | undefined {
  return [...offers]
    .filter(
      (offer) =>
        offer.kind === kind &&
        onShownScreen(offer) &&
        control.compareDocumentPosition(offer.element) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
    .sort((a, b) =>
      a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )[0];
}
