-- FerretDB's database in the embedded PostgreSQL, made on first start (CREATE DATABASE has no IF NOT EXISTS).
SELECT 'CREATE DATABASE ferretdb' WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'ferretdb')\gexec
