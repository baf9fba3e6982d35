-- One mailbox, however its address is spelled: lower case, and without the "+tag" most mail
-- providers deliver to the same box (jane+1@x and Jane+2@X are jane@x).
create or replace function mailbox_key(address text) returns text
language sql immutable parallel safe as $$ select lower(regexp_replace(address, '\+[^@]*@', '@')) $$;--> statement-breakpoint
DROP INDEX "email_jobs_visitor_recent";--> statement-breakpoint
CREATE INDEX "email_jobs_account_recent" ON "email_jobs" USING btree (mailbox_key("recipient"),"kind","created_at") WHERE "email_jobs"."kind" in ('verify_email', 'reset_password');--> statement-breakpoint
CREATE INDEX "email_jobs_visitor_recent" ON "email_jobs" USING btree (mailbox_key("recipient"),"created_at") WHERE "email_jobs"."kind" in ('ack', 'presentation', 'welcome');--> statement-breakpoint
-- As in 0007, the visitor's cap counted by mailbox: "cap+1@" and "cap+2@" were two people.
create or replace function queue_lead_emails(lead_id uuid, jobs jsonb) returns integer
language plpgsql as $$
declare
  job jsonb;
  skipped integer := 0;
begin
  for job in select value from jsonb_array_elements(jobs) loop
    if coalesce(job->>'channel', 'email') = 'email' and job->>'kind' <> 'team' then
      perform pg_advisory_xact_lock(hashtext('visitor-mail:' || mailbox_key(job->>'recipient')));
      if (select count(*) from email_jobs
          where kind in ('ack', 'presentation', 'welcome')
            and mailbox_key(recipient) = mailbox_key(job->>'recipient')
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
$$;--> statement-breakpoint
-- Queues an account mail of a capped kind (a confirmation, a reset: anyone can ask one for any
-- address) unless its mailbox had `cap` of that kind in the last `window_seconds`; true if queued.
create or replace function queue_account_mail(mail_kind text, mail_recipient text, mail_payload jsonb,
                                              cap integer, window_seconds integer) returns boolean
language plpgsql as $$
begin
  perform pg_advisory_xact_lock(hashtext('account-mail:' || mail_kind || ':' || mailbox_key(mail_recipient)));
  if (select count(*) from email_jobs
      where kind = mail_kind and mailbox_key(recipient) = mailbox_key(mail_recipient)
        and created_at > now() - make_interval(secs => window_seconds)) >= cap then
    return false;
  end if;
  insert into email_jobs (kind, recipient, payload) values (mail_kind, mail_recipient, mail_payload);
  return true;
end
$$;
