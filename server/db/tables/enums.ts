// The database's enumerated types, from the constants the app and the web share.
import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ASSIGNMENT_STATUSES,
  CHECK_IN_METHODS,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  MEETING_STATUSES,
  NOTIFICATION_TYPES,
  PROJECT_STATUSES,
  REQUEST_STATUSES,
  TRANSACTION_STATUSES,
  WISH_PRIORITIES,
} from '../../../core/constants.ts';
import { ROLES } from '../../../core/roles.ts';

export const roleEnum = pgEnum('role', ROLES);
export const companyTypeEnum = pgEnum('company_type', ['buyer', 'seller']);
export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);
export const meetingStatusEnum = pgEnum('meeting_status', MEETING_STATUSES);
export const requestStatusEnum = pgEnum('meeting_request_status', REQUEST_STATUSES);
export const transactionStatusEnum = pgEnum('transaction_status', TRANSACTION_STATUSES);
export const contractStatusEnum = pgEnum('contract_status', CONTRACT_STATUSES);
export const contractTypeEnum = pgEnum('contract_type', CONTRACT_TYPES);
export const assignmentStatusEnum = pgEnum('assignment_status', ASSIGNMENT_STATUSES);
export const checkInMethodEnum = pgEnum('check_in_method', CHECK_IN_METHODS);
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const wishPriorityEnum = pgEnum('wish_priority', WISH_PRIORITIES);
