import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { AppProvider } from './provider.tsx';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
