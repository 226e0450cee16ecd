import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient, setApolloNavigator } from '@/lib/apollo.ts';
import { system } from '@/theme/system.ts';
import { createRouter } from './router.tsx';

const client = createApolloClient();
const router = createRouter();
setApolloNavigator((to) => void router.navigate(to));

export function App() {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>
  );
}
