-- The read cache (services/readCache.ts) keeps answers built from these tables in every server process.
-- Any change to them, by any writer, notifies ficha_content in the changing transaction: every process
-- drops its cached answers at the commit. Statement-level, so a seed's bulk upsert notifies once.
CREATE FUNCTION ficha_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ficha_content', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['games', 'game_categories', 'banners', 'notices', 'content_pages', 'events',
                           'site_settings', 'service_links', 'promotions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION ficha_content_changed()', t || '_content_changed', t);
  END LOOP;
END;
$$;
