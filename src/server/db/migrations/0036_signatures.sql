CREATE TABLE "pdf_signature_checks" (
	"sha256" char(64) PRIMARY KEY NOT NULL,
	"signatures" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_roots" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(300) NOT NULL,
	"fingerprint" varchar(95) NOT NULL,
	"certificate_pem" text NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_roots_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "user_certificates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"subject_name" varchar(300) NOT NULL,
	"dni" varchar(8) NOT NULL,
	"issuer" varchar(500) NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"fingerprint" varchar(95) NOT NULL,
	"chain_pem" text NOT NULL,
	"key_ciphertext" text NOT NULL,
	"key_salt" varchar(64) NOT NULL,
	"key_iv" varchar(64) NOT NULL,
	"key_tag" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trusted_roots" ADD CONSTRAINT "trusted_roots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trusted_roots_created_idx" ON "trusted_roots" USING btree ("created_at");