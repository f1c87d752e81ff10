#!/usr/bin/env bash
# Makes sure a MariaDB server answers on 127.0.0.1:3306 (root, empty password) for the tests.
# Starts the machine's mariadbd if it is installed but down; installs it from Debian if absent.
set -euo pipefail
ping_db() { mysqladmin --protocol=tcp -h127.0.0.1 -P3306 -uroot ping >/dev/null 2>&1; }
if ping_db; then echo "mariadb: up"; exit 0; fi
if [ ! -x /usr/sbin/mariadbd ]; then
  echo "mariadb: not installed; installing mariadb-server"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq mariadb-server >/dev/null
fi
mkdir -p /run/mysqld && chown mysql: /run/mysqld 2>/dev/null || true
start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
for _ in $(seq 1 60); do
  if ping_db; then break; fi
  sleep 0.5
done
if ! ping_db; then
  # A fresh install may only allow root over the socket: open TCP access with an empty password.
  mysql -uroot -e "ALTER USER 'root'@'localhost' IDENTIFIED VIA mysql_native_password USING PASSWORD(''); FLUSH PRIVILEGES;" 2>/dev/null || true
fi
ping_db && echo "mariadb: started" || { echo "mariadb: could not start" >&2; exit 1; }
