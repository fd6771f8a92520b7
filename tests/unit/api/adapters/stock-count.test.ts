import { describeStockForm } from './support/stock-form-cases';

// 0 counted is a count like any other: it is sent and kept.
describeStockForm('stock-count', 'counted', { item: 3, counted: 0, reason: ' Broken ' });
