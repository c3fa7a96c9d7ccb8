// Umbrella header: everything a graphblade user needs.
#pragma once
#include "graphblade/container/bit_matrix.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/place.hpp"
#include "graphblade/core/types.hpp"
