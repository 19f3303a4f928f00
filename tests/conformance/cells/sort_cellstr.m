s = sort({'pear', 'apple', 'fig'})
