ALTER TABLE "email_jobs" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD COLUMN "last_status" integer;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
-- As in 0004, and now a job may be a delivery (channel 'delivery': the lead handed on to a CRM or
-- a webhook). Deliveries are not mails to the visitor, so the visitor's daily cap leaves them be.
create or replace function queue_lead_emails(lead_id uuid, jobs jsonb) returns integer
language plpgsql as $$
declare
  job jsonb;
  skipped integer := 0;
begin
  for job in select value from jsonb_array_elements(jobs) loop
    if coalesce(job->>'channel', 'email') = 'email' and job->>'kind' <> 'team' then
      perform pg_advisory_xact_lock(hashtext('visitor-mail:' || lower(job->>'recipient')));
      if (select count(*) from email_jobs
          where kind in ('ack', 'presentation', 'welcome')
            and lower(recipient) = lower(job->>'recipient')
            and created_at > now() - interval '24 hours') >= 3 then
        skipped := skipped + 1;
        continue;
      end if;
    end if;
    insert into email_jobs (submission_id, channel, kind, recipient)
    values (lead_id, coalesce(job->>'channel', 'email'), job->>'kind', job->>'recipient');
  end loop;
  return skipped;
end
$$;
