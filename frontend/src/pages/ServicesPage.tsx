import { ServicesMenu } from '../features/site/services/ServicesMenu';

/** /services: every service, add-on and package deal with its duration and price. */
export default function ServicesPage() {
  return <ServicesMenu />;
}
