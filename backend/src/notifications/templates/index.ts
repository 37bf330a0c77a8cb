/**
 * Every mail the business sends, its copy in one place: the frame (layout), then the mails about
 * appointments, the inbox (contact, corporate) and accounts. The composer adds who gets them and when.
 */
export * from './account';
export * from './appointments';
export * from './inbox';
export * from './layout';
export * from './health-access';
export * from './webhooks';
export * from './fees';
