"""Developer tools over the whole app: screenshots, scene shots, the self-test."""
