y = undefined_thing + 1
