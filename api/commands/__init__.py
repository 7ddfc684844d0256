"""Subcommands of the ``thirteen`` CLI, one module per area (each has ``register``)."""
