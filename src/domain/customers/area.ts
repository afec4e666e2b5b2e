// Customers: the customer list with its detail and product searches, saved lists, bookmarks, SMS and PDF.
import { defineArea } from '../shared/area';

export const customersArea = defineArea({
  name: 'customers',
  routes: [],
});
