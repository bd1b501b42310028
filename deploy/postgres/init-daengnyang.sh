#!/bin/sh
# Runs once, when the postgres container initialises an empty data directory: the application's
# own role (not a superuser) and its UTF-8 database, with the extensions the first migration
# names created here by the superuser (earthdistance needs one on PostgreSQL 15 and later; the
# migration's CREATE EXTENSION IF NOT EXISTS then finds them).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v app_db="$DAENGNYANG_DB" -v app_user="$DAENGNYANG_DB_USER" \
  -v app_password="$DAENGNYANG_DB_PASSWORD" <<'SQL'
CREATE ROLE :"app_user" LOGIN PASSWORD :'app_password';
CREATE DATABASE :"app_db" OWNER :"app_user" TEMPLATE template0 ENCODING 'UTF8'
  LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8';
\connect :"app_db"
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
SQL
