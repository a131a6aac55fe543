// Shim header for libyaml (apt: libyaml-dev, brew: libyaml).
#include <yaml.h>
