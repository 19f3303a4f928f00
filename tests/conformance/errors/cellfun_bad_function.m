r = cellfun(@no_such_function_qq, {1})
