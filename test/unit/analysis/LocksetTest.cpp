#include "AstFixture.h"
