ALTER TABLE "form_submissions" drop column "search_text";--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (case when verdict = 'delivered' then translate(lower(jsonb_path_query_array(data, '$.*')::text), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿāăąćĉċčďēĕėęěĝğġģĥĩīĭįĵķĺļľńņňōŏőŕŗřśŝşšţťũūŭůűųŵŷźżžđłøıŀħŧ', 'aaaaaaceeeeiiiinooooouuuuyyaaaccccdeeeeegggghiiiijklllnnnooorrrssssttuuuuuuwyzzzdloilht') || ' ' || regexp_replace(coalesce(data->>'phone', ''), '[^0-9]+', '', 'g') end) STORED;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "form_submissions_held_client" ON "form_submissions" USING btree ("client_key","created_at") WHERE "form_submissions"."verdict" = 'held';--> statement-breakpoint
-- Dropped with the column it indexed.
CREATE INDEX "form_submissions_search" ON "form_submissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- As in 0006, and now:
-- * a lead past its form's rate limit is held, with "overLimitReason" among its reasons, while
--   its client ("clientKey") has had at most "dayLimit" such leads since "dayStart"; only then is
--   it "limited" (colleagues behind one address are people too);
-- * a client keeps at most "heldCap" held leads: a new one takes the place of its oldest.
create or replace function admit_leads(batch jsonb) returns jsonb
language plpgsql as $$
declare
  item jsonb;
  hits bigint;
  lead_id uuid;
  reasons jsonb;
  outcomes jsonb := '[]'::jsonb;
begin
  for item in select value from jsonb_array_elements(batch) loop
    reasons := coalesce(item->'heldReasons', '[]'::jsonb);
    insert into rate_limits (key, window_start, count)
    values (item->>'rateKey', (item->>'windowStart')::timestamptz, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count into hits;
    if hits > (item->>'limit')::bigint then
      insert into rate_limits (key, window_start, count)
      values ('over-limit:' || (item->>'clientKey'), (item->>'dayStart')::timestamptz, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count into hits;
      if hits > (item->>'dayLimit')::bigint then
        outcomes := outcomes || '"limited"'::jsonb;
        continue;
      end if;
      reasons := reasons || jsonb_build_array(item->>'overLimitReason');
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

    if jsonb_array_length(reasons) = 0 and item ? 'subscriber'
       and not subscribe_newsletter(item->>'subscriber', item->>'unsubscribeToken') then
      outcomes := outcomes || '"duplicate"'::jsonb;
      continue;
    end if;

    -- The clock's time, not the transaction's: one client's leads in one batch keep their order.
    insert into form_submissions (type, data, idempotency_key, client_address, client_key, created_at,
                                  verdict, held_reasons, fingerprint,
                                  utm_source, utm_medium, utm_campaign, utm_term, utm_content,
                                  referrer_host, landing_path, form_path)
    values (item->>'type', item->'data', item->>'idempotencyKey', item->>'clientAddress',
            item->>'clientKey', clock_timestamp(), case when jsonb_array_length(reasons) > 0 then 'held' else 'delivered' end,
            nullif(reasons, '[]'::jsonb), item->>'fingerprint',
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

    if jsonb_array_length(reasons) > 0 then
      delete from form_submissions where id in (
        select id from form_submissions
        where verdict = 'held' and client_key = item->>'clientKey'
        order by created_at desc, id desc
        offset (item->>'heldCap')::int);
      outcomes := outcomes || '"held"'::jsonb;
    else
      perform queue_lead_emails(lead_id, item->'jobs');
      outcomes := outcomes || '"stored"'::jsonb;
    end if;
  end loop;
  return outcomes;
end
$$;
