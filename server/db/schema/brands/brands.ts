import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { BrandDocumentKind, BrandEventKind, BrandMemberRole, BrandPictureKind, BrandStatus } from '@/lib/brands/brand-rules';
import type { BrandPolicies } from '@/lib/brands/brand-rules';

/* Brands (issue 16; spec §1, §2 and §9): a company that sells through the store, its people, its
 * application documents and its storefront profile. A brand becomes a catalog vendor (vendors.id)
 * when its store is created; the vendor row stays catalog's. Decision 0030. */

/** Bytes kept in the database: private documents are never files under a public folder. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Payout details: only the mask is ever shown; the number itself is sealed (AES-GCM). */
export interface StoredPayout {
  accountHolder: string;
  country: string;
  masked: string;
  sealed: string;
  updatedAt: string;
}

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    status: varchar('status', { length: 24 }).$type<BrandStatus>().notNull().default('draft'),
    /** The catalog vendor of its store, once the store exists (catalog's vendors.id). */
    vendorId: integer('vendor_id'),
    legalName: text('legal_name').notNull(),
    displayName: text('display_name').notNull(),
    /** ISO 3166-1 alpha-2: decides which documents are required (US: W-9 and IRS letter; EU: VAT). */
    country: varchar('country', { length: 2 }).notNull(),
    taxId: varchar('tax_id', { length: 64 }).notNull().default(''),
    website: text('website').notNull().default(''),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    addressLine: text('address_line').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: varchar('postal_code', { length: 16 }).notNull().default(''),
    region: text('region').notNull().default(''),
    /** What the applicant sells and why, for the operator who reviews. */
    about: text('about').notNull().default(''),
    /** The operator's last message to the brand (changes asked, reason of a refusal or a suspension). */
    reviewNote: text('review_note').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    policies: jsonb('policies').$type<BrandPolicies>().notNull().default(sql`'{}'::jsonb`),
    /** #rrggbb, checked for contrast against white before it is stored; null: the store's own accent. */
    accentColor: varchar('accent_color', { length: 7 }),
    notificationEmails: jsonb('notification_emails').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    payout: jsonb('payout').$type<StoredPayout>(),
    createdByCustomerId: integer('created_by_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brands_vendor_key').on(t.vendorId),
    index('brands_status_idx').on(t.status, t.submittedAt),
    check('brands_status_check', sql`${t.status} in ('draft', 'applied', 'changes_requested', 'approved', 'rejected', 'suspended')`),
  ],
);

/** Who acts for a brand, and how far (owner > manager > staff). Removing the row ends access at once. */
export const brandMembers = pgTable(
  'brand_members',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    role: varchar('role', { length: 16 }).$type<BrandMemberRole>().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.customerId] }),
    index('brand_members_customer_idx').on(t.customerId),
    check('brand_members_role_check', sql`${t.role} in ('owner', 'manager', 'staff')`),
  ],
);

/** An e-mailed invitation: the token is stored hashed, used once, and expires. */
export const brandInvitations = pgTable(
  'brand_invitations',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 16 }).$type<BrandMemberRole>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    invitedByCustomerId: integer('invited_by_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByCustomerId: integer('accepted_by_customer_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('brand_invitations_token_key').on(t.tokenHash), index('brand_invitations_brand_idx').on(t.brandId)],
);

/** Application documents (spec §9). The bytes live in brand_document_files, read only to serve them. */
export const brandDocuments = pgTable(
  'brand_documents',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).$type<BrandDocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    uploadedByCustomerId: integer('uploaded_by_customer_id').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_documents_brand_idx').on(t.brandId, t.kind)],
);

export const brandDocumentFiles = pgTable('brand_document_files', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => brandDocuments.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});

/** Logo and banner of a brand's store: public pictures, served under a random key. */
export const brandPictures = pgTable(
  'brand_pictures',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<BrandPictureKind>().notNull(),
    /** Random, changes with every upload: the address can be cached forever. */
    key: varchar('key', { length: 32 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.kind] }), uniqueIndex('brand_pictures_key').on(t.key)],
);

/** What happened to a brand and who did it: the application's history and the audit trail. */
export const brandEvents = pgTable(
  'brand_events',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).$type<BrandEventKind>().notNull(),
    actorCustomerId: integer('actor_customer_id'),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_events_brand_idx').on(t.brandId, t.at)],
);
