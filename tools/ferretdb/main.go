// Command ferretdb runs FerretDB's embeddable package: on PostgreSQL for the embedded store, and
// on SQLite to read a store made before the move (tools/dev-stack's store upgrade).
//
// We build this instead of FerretDB's own command because `go install` of that
// command panics at start-up: its version file is not part of the module.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

// The embedded store keeps no heap profile (its buckets grow with every code path a busy spell
// takes and are never freed) and collects early once its heap nears 64 MiB, so a burst of large
// reads leaves less heap and collector metadata behind (docs/operations.md#memory).
func init() {
	runtime.MemProfileRate = 0
	debug.SetMemoryLimit(64 << 20)
}

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data-dir", ".data/ferretdb", "directory for the SQLite files")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	handler := flag.String("handler", "sqlite", "postgresql or sqlite")
	postgresURL := flag.String("postgresql-url", "", "PostgreSQL connection string for the postgresql handler")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fail("bad -log-level %q: %v", *logLevel, err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	dir, err := filepath.Abs(*dataDir)
	if err != nil {
		fail("bad -data-dir: %v", err)
	}
	if *handler == "sqlite" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			fail("cannot create %s: %v", dir, err)
		}
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:      ferretdb.ListenerConfig{TCP: *listen},
		Logger:        logger,
		Handler:       *handler,
		SQLiteURL:     "file:" + dir + "/",
		PostgreSQLURL: *postgresURL,
	})
	if err != nil {
		fail("cannot start: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	go returnFreedMemory(ctx, 30*time.Second)

	fmt.Fprintf(os.Stderr, "ferretdb listening on %s (%s backend)\n", f.MongoDBURI(), *handler)
	if err := f.Run(ctx); err != nil {
		fail("stopped: %v", err)
	}
}

// returnFreedMemory gives the heap a busy spell left behind back to the system every period. Go's
// own scavenger keeps what the last collection's goal allowed, and an idle server collects only
// every two minutes, so after decoding a large read FerretDB stayed at nearly twice its idle size.
// A collection of this small heap takes milliseconds.
func returnFreedMemory(ctx context.Context, period time.Duration) {
	ticker := time.NewTicker(period)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			debug.FreeOSMemory()
		}
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "ferretdb: "+format+"\n", args...)
	os.Exit(1)
}
