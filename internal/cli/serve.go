package cli

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os/signal"
	"syscall"

	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/internal/web"
	"github.com/spf13/cobra"
)

// serveFlags holds the flags of "broadside serve".
type serveFlags struct {
	addr  string // --addr: host:port to listen on
	db    string // --db: SQLite file path or postgres:// URL
	quiet bool   // --quiet: no request log
	// --trusted-proxy: reverse proxies whose header names the client
	trustedProxies []string
	proxyHeader    string // --proxy-header: the header they write
}

// newServeCmd returns "broadside serve": the web app on a local address,
// with saved games in a SQLite file or PostgreSQL.
func newServeCmd() *cobra.Command {
	var f serveFlags
	cmd := &cobra.Command{
		Use:   "serve [--addr 127.0.0.1:8080] [--db FILE | --db postgres://...]",
		Short: "Open the web app: odds pages and saved games in the browser",
		Long: `Serve opens Broadside's web app. By default it listens on 127.0.0.1:8080,
reachable from this computer only, and keeps saved games in broadside.db, a
SQLite file in the working directory; --db postgres://user@host/db uses
PostgreSQL instead. The schema is created or upgraded at start.

To play with a friend on another machine, listen on an address they can
reach (--addr 0.0.0.0:8080, or this machine's LAN address) and, beyond a
trusted network, put a reverse proxy with TLS in front (see the README).
Behind a proxy, name it with --trusted-proxy (an address or a network,
repeatable) so that the per-client rate limit counts each player by the
address in the proxy's X-Forwarded-For header (or, with
--proxy-header Forwarded, its Forwarded header); that header is ignored on
connections from anywhere else.

It logs one line per request to stderr (--quiet to stop) and runs until
interrupted (Ctrl-C) or terminated, then finishes the requests in progress.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runServe(cmd, f)
		},
	}
	cmd.Flags().StringVar(&f.addr, "addr", "127.0.0.1:8080", "address to listen on, host:port (port 0 picks a free one)")
	cmd.Flags().StringVar(&f.db, "db", "broadside.db", "saved games: a SQLite file path, or a postgres:// URL")
	cmd.Flags().BoolVar(&f.quiet, "quiet", false, "do not log requests")
	cmd.Flags().StringSliceVar(&f.trustedProxies, "trusted-proxy", nil, "a reverse proxy (IP address or network such as 10.0.0.0/8) whose client-address header the rate limit trusts; repeatable")
	cmd.Flags().StringVar(&f.proxyHeader, "proxy-header", web.HeaderXForwardedFor, "the header the trusted proxies name the client in: X-Forwarded-For or Forwarded")
	return cmd
}

// runServe opens the store, listens and serves until the command's context
// ends or SIGTERM arrives. It prints the address it serves on to stdout.
func runServe(cmd *cobra.Command, f serveFlags) error {
	cfg := web.Config{ProxyHeader: f.proxyHeader}
	for _, p := range f.trustedProxies {
		prefix, err := web.ParseTrustedProxy(p)
		if err != nil {
			return fmt.Errorf("serve: --trusted-proxy: %w", err)
		}
		cfg.TrustedProxies = append(cfg.TrustedProxies, prefix)
	}
	if len(cfg.TrustedProxies) == 0 && cmd.Flags().Changed("proxy-header") {
		return errors.New("serve: --proxy-header needs --trusted-proxy: without a trusted proxy no header is read")
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGTERM)
	defer stop()
	st, err := store.Open(ctx, f.db)
	if err != nil {
		return err
	}
	defer st.Close()
	level := slog.LevelInfo
	if f.quiet {
		level = slog.LevelWarn
	}
	logger := slog.New(slog.NewTextHandler(cmd.ErrOrStderr(), &slog.HandlerOptions{Level: level}))
	cfg.Store, cfg.Logger = st, logger
	srv, err := web.New(cfg)
	if err != nil {
		return err
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", f.addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	db := f.db
	if st.Dialect() == store.Postgres {
		db = "PostgreSQL"
	}
	fmt.Fprintf(cmd.OutOrStdout(), "Broadside is serving on http://%s (saved games: %s); Ctrl-C stops it\n", ln.Addr(), db)
	if err := srv.Serve(ctx, ln); err != nil {
		return err
	}
	fmt.Fprintln(cmd.OutOrStdout(), "stopped")
	return nil
}
