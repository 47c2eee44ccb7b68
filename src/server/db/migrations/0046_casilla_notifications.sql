CREATE TABLE "casilla_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"output_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"rule" varchar(10) NOT NULL,
	"files" jsonb NOT NULL,
	"deposited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deposited_by" integer,
	"alerted_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"read_ip" varchar(64),
	"read_user_agent" varchar(300),
	"notified_at" timestamp with time zone,
	"constancia_id" integer,
	"constancia_stage" varchar(10),
	CONSTRAINT "casilla_notifications_rule_check" CHECK ("casilla_notifications"."rule" in ('deposito', 'lectura')),
	CONSTRAINT "casilla_notifications_stage_check" CHECK ("casilla_notifications"."constancia_stage" in ('deposito', 'lectura'))
);
--> statement-breakpoint
CREATE TABLE "casilla_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "output_recipients" DROP CONSTRAINT "output_recipients_delivery_state_check";--> statement-breakpoint
ALTER TABLE "casilla_notifications" ADD CONSTRAINT "casilla_notifications_output_id_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casilla_notifications" ADD CONSTRAINT "casilla_notifications_recipient_id_output_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."output_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casilla_notifications" ADD CONSTRAINT "casilla_notifications_account_id_casilla_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."casilla_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casilla_notifications" ADD CONSTRAINT "casilla_notifications_deposited_by_users_id_fk" FOREIGN KEY ("deposited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casilla_notifications" ADD CONSTRAINT "casilla_notifications_constancia_id_attachments_id_fk" FOREIGN KEY ("constancia_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casilla_replies" ADD CONSTRAINT "casilla_replies_notification_id_casilla_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."casilla_notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casilla_replies" ADD CONSTRAINT "casilla_replies_submission_id_virtual_desk_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."virtual_desk_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casilla_notifications_recipient_key" ON "casilla_notifications" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "casilla_notifications_account_idx" ON "casilla_notifications" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "casilla_notifications_output_idx" ON "casilla_notifications" USING btree ("output_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casilla_replies_submission_key" ON "casilla_replies" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "casilla_replies_notification_idx" ON "casilla_replies" USING btree ("notification_id");--> statement-breakpoint
ALTER TABLE "output_recipients" ADD CONSTRAINT "output_recipients_delivery_state_check" CHECK ("output_recipients"."delivery_state" in ('pendiente', 'depositado', 'notificado', 'entregado', 'devuelto'));