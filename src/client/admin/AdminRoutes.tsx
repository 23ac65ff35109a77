import { Center, Stack, Text, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Route, Switch } from 'wouter';
import { useTitle } from '../lib/use-title.js';
import { NotFoundPage } from '../pages/NotFound.page.js';

/**
 * The admin area (issue 4). Every admin route is already guarded and split into this chunk; the pages
 * themselves replace the placeholder below.
 */
function ComingSoon() {
  useTitle('Admin');
  return (
    <Center py={80}>
      <Stack align="center" gap="xs">
        <Title order={1} fz={28}>
          Admin area is coming soon
        </Title>
        <Text c="dimmed">Users, products and orders will be managed here.</Text>
      </Stack>
    </Center>
  );
}

/** Mounted here rather than in Providers: confirmations (modals.openConfirmModal) are an admin-only need. */
export function AdminRoutes() {
  return (
    <ModalsProvider labels={{ confirm: 'Yes', cancel: 'Cancel' }}>
      <Switch>
      <Route path="/admin/userlist" component={ComingSoon} />
      <Route path="/admin/productlist" component={ComingSoon} />
      <Route path="/admin/orderlist" component={ComingSoon} />
      <Route path="/admin/product/:id/edit" component={ComingSoon} />
      <Route>
        <NotFoundPage />
      </Route>
      </Switch>
    </ModalsProvider>
  );
}
