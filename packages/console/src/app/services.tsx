import type { BackofficeClient, SessionStore } from '@backoffice/sdk';
import { createContext, type ReactNode, useContext } from 'react';

export interface Services {
  client: BackofficeClient;
  session: SessionStore;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The SDK client and session store created at start-up (tests hand in fakes). */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside <ServicesProvider>');
  return services;
}
