CREATE TABLE "peer_institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"ruc" varchar(11) NOT NULL,
	"base_url" varchar(500) NOT NULL,
	"send_secret" varchar(120) NOT NULL,
	"receive_secret" varchar(120),
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"peer_id" integer NOT NULL,
	"direction" varchar(3) NOT NULL,
	"type" varchar(12) NOT NULL,
	"payload" jsonb NOT NULL,
	"output_id" integer,
	"recipient_id" integer,
	"request_id" integer,
	"about_id" uuid,
	"sent_by" integer,
	"state" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_error" varchar(500),
	"request_number" varchar(60),
	"received_at" timestamp with time zone,
	"entry_number" varchar(60),
	"registered_at" timestamp with time zone,
	"refusal" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peer_messages_direction_check" CHECK ("peer_messages"."direction" in ('in', 'out')),
	CONSTRAINT "peer_messages_type_check" CHECK ("peer_messages"."type" in ('document', 'registered', 'refused')),
	CONSTRAINT "peer_messages_state_check" CHECK ("peer_messages"."state" in ('pendiente', 'entregado', 'fallido', 'recibido'))
);
--> statement-breakpoint
ALTER TABLE "entries" DROP CONSTRAINT "entries_channel_check";--> statement-breakpoint
ALTER TABLE "peer_messages" ADD CONSTRAINT "peer_messages_peer_id_peer_institutions_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."peer_institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_messages" ADD CONSTRAINT "peer_messages_output_id_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_messages" ADD CONSTRAINT "peer_messages_recipient_id_output_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."output_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_messages" ADD CONSTRAINT "peer_messages_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_messages" ADD CONSTRAINT "peer_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "peer_institutions_ruc_key" ON "peer_institutions" USING btree ("ruc");--> statement-breakpoint
CREATE INDEX "peer_messages_output_idx" ON "peer_messages" USING btree ("output_id");--> statement-breakpoint
CREATE INDEX "peer_messages_request_idx" ON "peer_messages" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_channel_check" CHECK ("entries"."channel" in ('presencial', 'correo', 'mesa_virtual', 'courier', 'interoperabilidad', 'otro'));