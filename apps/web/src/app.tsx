import { QueryClientProvider } from '@tanstack/react-query';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/query-client.js';
import { routes } from './routes.js';
import { Toaster } from './ui/toaster.js';

const router = createBrowserRouter(routes);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* §9: tooltips after 700 ms, 300 ms to skip between them. */}
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <Toaster>
          <RouterProvider router={router} />
        </Toaster>
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
