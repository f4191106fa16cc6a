-- Counters every request writes (rate limits, sign-in attempts): unlogged, so counting needs no WAL
-- flush on commit. A database crash or a failover forgets them, which only resets the limits.
ALTER TABLE "rate_limit" SET UNLOGGED;
