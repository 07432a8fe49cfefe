-- Share links with an end (issue 24, decision 057): the owner may set when a document's public
-- page stops answering; null (the default) is never. Written for PostgreSQL 15 and PGlite alike.
ALTER TABLE documents ADD COLUMN share_expires_at timestamptz;
