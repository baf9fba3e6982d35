-- Admits a batch of leads in one round trip and one transaction (server/leads/admit.ts). Each item
-- is counted against its rate limit and, when within it, stored with its e-mail jobs; items are
-- taken in array order, so two of one visitor in a batch count as they would one after the other.
-- Returns one outcome per item, in order: "limited", "stored" or "duplicate".
-- A newsletter item (with "subscriber") is stored only when it (re)subscribes someone.
create function admit_leads(batch jsonb) returns jsonb
language plpgsql as $$
declare
  item jsonb;
  hits bigint;
  lead_id uuid;
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

    if item ? 'subscriber' then
      insert into newsletter_subscribers (email, unsubscribe_token)
      values (item->>'subscriber', item->>'unsubscribeToken')
      on conflict (email) do update set unsubscribed_at = null, subscribed_at = now()
        where newsletter_subscribers.unsubscribed_at is not null;
      if not found then
        outcomes := outcomes || '"duplicate"'::jsonb;
        continue;
      end if;
    end if;

    insert into form_submissions (type, data, idempotency_key, client_address)
    values (item->>'type', item->'data', item->>'idempotencyKey', item->>'clientAddress')
    on conflict (type, idempotency_key) do nothing
    returning id into lead_id;
    if not found then
      outcomes := outcomes || '"duplicate"'::jsonb;
      continue;
    end if;

    insert into email_jobs (submission_id, kind, recipient)
    select lead_id, job->>'kind', job->>'recipient' from jsonb_array_elements(item->'jobs') as job;
    outcomes := outcomes || '"stored"'::jsonb;
  end loop;
  return outcomes;
end
$$;
