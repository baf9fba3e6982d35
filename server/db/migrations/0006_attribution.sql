ALTER TABLE "form_submissions" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "form_path" text;
--> statement-breakpoint
-- As in 0004, and now an item's "attribution" (where the visit came from: server/leads/admit.ts)
-- is stored in the lead's attribution columns; an item without one stores nulls.
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

    insert into form_submissions (type, data, idempotency_key, client_address, verdict, held_reasons, fingerprint,
                                  utm_source, utm_medium, utm_campaign, utm_term, utm_content,
                                  referrer_host, landing_path, form_path)
    values (item->>'type', item->'data', item->>'idempotencyKey', item->>'clientAddress',
            case when held then 'held' else 'delivered' end, item->'heldReasons', item->>'fingerprint',
            item->'attribution'->>'utmSource', item->'attribution'->>'utmMedium',
            item->'attribution'->>'utmCampaign', item->'attribution'->>'utmTerm',
            item->'attribution'->>'utmContent', item->'attribution'->>'referrerHost',
            item->'attribution'->>'landingPath', item->'attribution'->>'formPath')
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
