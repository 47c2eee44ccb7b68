/**
 * Users, their roles, and the offices they work in: an office's head is a user and a user belongs
 * to an office, so the two tables are declared together.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns';

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => offices.id),
    head_user_id: integer('head_user_id').references((): AnyPgColumn => users.id),
    active: boolean('active').notNull().default(true),
    ...versioned,
  },
  (t) => [index('offices_parent_idx').on(t.parent_id)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 60 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    password_hash: text('password_hash').notNull(),
    names: varchar('names', { length: 100 }).notNull(),
    surnames: varchar('surnames', { length: 100 }).notNull(),
    document_type: varchar('document_type', { length: 20 }),
    document_number: varchar('document_number', { length: 20 }),
    phone: varchar('phone', { length: 30 }),
    position: varchar('position', { length: 120 }),
    office_id: integer('office_id').references((): AnyPgColumn => offices.id),
    active: boolean('active').notNull().default(true),
    update_register: boolean('update_register').notNull().default(false),
    reset_password: boolean('reset_password').notNull().default(false),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_office_idx').on(t.office_id),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
  description: varchar('description', { length: 300 }),
  ...versioned,
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: varchar('permission', { length: 80 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);
