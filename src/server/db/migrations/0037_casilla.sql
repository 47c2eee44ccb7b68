CREATE TABLE "casilla_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type" varchar(3) NOT NULL,
	"document_number" varchar(11) NOT NULL,
	"name" varchar(300) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"state" varchar(20) DEFAULT 'por_verificar' NOT NULL,
	"acceptance" jsonb NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casilla_accounts_state_check" CHECK ("casilla_accounts"."state" in ('por_verificar', 'activa', 'suspendida'))
);
--> statement-breakpoint
CREATE TABLE "casilla_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"code_hash" varchar(64),
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casilla_secrets_purpose_check" CHECK ("casilla_secrets"."purpose" in ('verificar', 'codigo', 'restablecer', 'sesion'))
);
--> statement-breakpoint
ALTER TABLE "casilla_secrets" ADD CONSTRAINT "casilla_secrets_account_id_casilla_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."casilla_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casilla_accounts_document_key" ON "casilla_accounts" USING btree ("document_type","document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "casilla_secrets_hash_key" ON "casilla_secrets" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "casilla_secrets_account_idx" ON "casilla_secrets" USING btree ("account_id","purpose");