y = no_such_function(3)
