ALTER TABLE "customers" ADD COLUMN "children_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "memos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "org_memos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "my_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;