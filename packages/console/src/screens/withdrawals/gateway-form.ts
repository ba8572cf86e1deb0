/** Sending withdrawals to the payment gateway: the form that picks the gateway, for one request or a selection. */
import type { FormValues } from '../../components/actions/row-action';

/**
 * The gateway picker; it starts on `initial(row)` (a request's own gateway), else the first gateway.
 * `submitLabel` is the button that goes on to the confirmation.
 */
export function gatewayForm<Row>(
  gateways: readonly string[],
  submitLabel: string,
  initial: (row: Row) => string | null | undefined = () => undefined,
) {
  return {
    title: 'Send to the payment gateway',
    fields: [
      {
        key: 'gateway',
        label: 'Gateway',
        kind: 'select',
        options: gateways.map((g) => ({ value: g, label: g })),
      },
    ] as const,
    initial: (row: Row) => ({ gateway: initial(row) ?? gateways[0] ?? '' }),
    submitLabel,
  };
}

/** The gateway the form chose, as the contract takes it. */
export const chosenGateway = (values: FormValues) => String(values.gateway ?? '');
