import type { GatewayHealth } from '@stallplan/contracts';

const labels: Record<string, string> = {
  catalog: 'Builders & vendors',
  content: 'Blogs',
  travel: 'Flights, hotels & logistics',
  quotes: 'Quotes & PDFs',
  notify: 'Enquiries & mail',
};

export function ServiceStatusList({ services }: { services: GatewayHealth['services'] }) {
  return (
    <ul className="status-list" aria-label="Services">
      {Object.entries(services).map(([name, state]) => (
        <li key={name} className={`status-item status-${state.status.replace(' ', '-')}`} data-service={name}>
          <span className="status-dot" aria-hidden="true" />
          <span className="status-name">
            {labels[name] ?? name} <small>({name})</small>
          </span>
          <span className="status-state">{state.status}</span>
        </li>
      ))}
    </ul>
  );
}
