import { describeStockForm } from './support/stock-form-cases';

describeStockForm('stock-addition', 'quantity', { item: 3, quantity: 10, reason: ' Delivery ' });
