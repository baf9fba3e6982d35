ALTER TABLE "form_submissions" ADD COLUMN "verdict" text DEFAULT 'delivered' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "held_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "fingerprint" text;--> statement-breakpoint
CREATE INDEX "email_jobs_visitor_recent" ON "email_jobs" USING btree (lower("recipient"),"created_at") WHERE "email_jobs"."kind" in ('ack', 'presentation', 'welcome');--> statement-breakpoint
CREATE INDEX "form_submissions_held" ON "form_submissions" USING btree ("created_at","id") WHERE "form_submissions"."verdict" = 'held';--> statement-breakpoint
CREATE INDEX "form_submissions_fingerprint" ON "form_submissions" USING btree ("type","fingerprint","created_at") WHERE "form_submissions"."fingerprint" is not null;--> statement-breakpoint
-- Subscribes an address to the newsletter, or again after an unsubscribe. True when it did;
-- false when the address is subscribed already (nothing to store, nothing to mail).
create function subscribe_newsletter(address text, token text) returns boolean
language plpgsql as $$
begin
  insert into newsletter_subscribers (email, unsubscribe_token)
  values (address, token)
  on conflict (email) do update set unsubscribed_at = null, subscribed_at = now()
    where newsletter_subscribers.unsubscribed_at is not null;
  return found;
end
$$;
--> statement-breakpoint
-- Queues a lead's e-mails (its jobs: [{kind, recipient}]). The team's always; a visitor's only
-- while that address has had fewer than 3 in 24 hours, so the forms cannot be used to mail a
-- stranger again and again. An advisory lock per address keeps two leads at once from both
-- taking the third place. Returns how many visitor mails were left out.
create function queue_lead_emails(lead_id uuid, jobs jsonb) returns integer
language plpgsql as $$
declare
  job jsonb;
  skipped integer := 0;
begin
  for job in select value from jsonb_array_elements(jobs) loop
    if job->>'kind' <> 'team' then
      perform pg_advisory_xact_lock(hashtext('visitor-mail:' || lower(job->>'recipient')));
      if (select count(*) from email_jobs
          where kind in ('ack', 'presentation', 'welcome')
            and lower(recipient) = lower(job->>'recipient')
            and created_at > now() - interval '24 hours') >= 3 then
        skipped := skipped + 1;
        continue;
      end if;
    end if;
    insert into email_jobs (submission_id, kind, recipient) values (lead_id, job->>'kind', job->>'recipient');
  end loop;
  return skipped;
end
$$;
--> statement-breakpoint
-- As in 0001, and now:
-- * an item with "heldReasons" looked automated: it is stored with verdict 'held' and those
--   reasons, and nothing else happens (no subscriber, no e-mail) until the team releases it;
--   its outcome is "held";
-- * an item with "fingerprint" (sent without a form token) is a duplicate when a lead of its type
--   with that fingerprint arrived in the last "dedupeSeconds";
-- * e-mails are queued by queue_lead_emails, which caps the visitor's.
create or replace function admit_leads(batch jsonb) returns jsonb
language plpgsql as $$
declare
  item jsonb;
  hits bigint;
  lead_id uuid;
  held boolean;
  outcomes jsonb := '[]'::jsonb;
begin
  for item in select value from jsonb_array_elements(batch) loop
    insert into rate_limits (key, window_start, count)
    values (item->>'rateKey', (item->>'windowStart')::timestamptz, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count into hits;
    if hits > (item->>'limit')::bigint then
      outcomes := outcomes || '"limited"'::jsonb;
      continue;
    end if;

    if item ? 'fingerprint' then
      -- Two presses arrive at once: the second waits for the first's commit, then sees it.
      perform pg_advisory_xact_lock(hashtext('lead-fingerprint:' || (item->>'fingerprint')));
      if exists (select 1 from form_submissions
                 where type = item->>'type' and fingerprint = item->>'fingerprint'
                   and created_at > now() - make_interval(secs => (item->>'dedupeSeconds')::int)) then
        outcomes := outcomes || '"duplicate"'::jsonb;
        continue;
      end if;
    end if;

    held := item ? 'heldReasons';
    if not held and item ? 'subscriber'
       and not subscribe_newsletter(item->>'subscriber', item->>'unsubscribeToken') then
      outcomes := outcomes || '"duplicate"'::jsonb;
      continue;
    end if;

    insert into form_submissions (type, data, idempotency_key, client_address, verdict, held_reasons, fingerprint)
    values (item->>'type', item->'data', item->>'idempotencyKey', item->>'clientAddress',
            case when held then 'held' else 'delivered' end, item->'heldReasons', item->>'fingerprint')
    on conflict (type, idempotency_key) do nothing
    returning id into lead_id;
    if not found then
      outcomes := outcomes || '"duplicate"'::jsonb;
      continue;
    end if;

    if held then
      outcomes := outcomes || '"held"'::jsonb;
    else
      perform queue_lead_emails(lead_id, item->'jobs');
      outcomes := outcomes || '"stored"'::jsonb;
    end if;
  end loop;
  return outcomes;
end
$$;
